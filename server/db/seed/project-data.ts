/** Where the seeded projects are and whom they are for: plain data, no randomness (project.ts draws from it). */
export const towns: [string, string][] = [
  ['Jhansi', 'Uttar Pradesh'],
  ['Bikaner', 'Rajasthan'],
  ['Satna', 'Madhya Pradesh'],
  ['Bhuj', 'Gujarat'],
  ['Aurangabad', 'Maharashtra'],
  ['Gaya', 'Bihar'],
  ['Angul', 'Odisha'],
  ['Hisar', 'Haryana'],
  ['Bathinda', 'Punjab'],
  ['Tumakuru', 'Karnataka'],
  ['Tirunelveli', 'Tamil Nadu'],
  ['Dhanbad', 'Jharkhand'],
  ['Roorkee', 'Uttarakhand'],
  ['Nalgonda', 'Telangana'],
  ['Agra', 'Uttar Pradesh'],
  ['Kota', 'Rajasthan'],
  ['Rewa', 'Madhya Pradesh'],
  ['Rajkot', 'Gujarat'],
  ['Nagpur', 'Maharashtra'],
  ['Purnia', 'Bihar'],
  ['Sambalpur', 'Odisha'],
  ['Panipat', 'Haryana'],
  ['Ludhiana', 'Punjab'],
  ['Ballari', 'Karnataka'],
  ['Madurai', 'Tamil Nadu'],
  ['Bokaro', 'Jharkhand'],
  ['Haldwani', 'Uttarakhand'],
  ['Warangal', 'Telangana'],
];
export const abroad = [
  { town: 'Sohar', country: 'Oman' },
  { town: 'Al Dhafra', country: 'United Arab Emirates' },
  { town: 'Antofagasta', country: 'Chile' },
  { town: 'Arequipa', country: 'Peru' },
];
export const utilities = [
  'Northern Grid Transmission Corporation',
  'Uttar Vidyut Vitaran Nigam',
  'Rajmarg Power Transmission Ltd',
  'Madhya Urja Distribution Company',
  'Kaveri Renewables Pvt Ltd',
  'Saurashtra Transco Ltd',
  'Eastern Power Links Ltd',
  'Deccan Smart Utilities Ltd',
  'Himgiri Hydro Evacuation Ltd',
  'Gulf Interconnect Grid Company',
  'Andes Transmisión Eléctrica S.A.',
  'Sunfield Solar Parks Ltd',
];
export const transco = [utilities[0]!, utilities[2]!, utilities[5]!, utilities[6]!, utilities[8]!];
export const discoms = [utilities[1]!, utilities[3]!, utilities[7]!];
export const solarCos = [utilities[4]!, utilities[11]!];
