import { type DropdownKind, NO, YES } from '../vocabulary.ts';

export interface OptionRow {
  id: number;
  name: string;
}

/** The vendor form's option lists, one read call each. */
export function seedOptions(): Record<DropdownKind, OptionRow[]> {
  const yesNo = [
    { id: YES, name: 'Yes' },
    { id: NO, name: 'No' },
  ];
  return {
    ConstitutionDdl: ['Proprietorship', 'Partnership', 'LLP', 'Private Limited', 'Public Limited', 'Trust / Society'].map((name, i) => ({ id: i + 1, name })),
    SupplierDdl: ['Manufacturer', 'Trader', 'Service Provider', 'Contractor', 'Consultant'].map((name, i) => ({ id: i + 1, name })),
    EPFDdl: yesNo,
    EsiDdl: yesNo,
    LcDdl: yesNo,
    MsmeRegistrationDdl: yesNo,
    MsmeTypeDdl: ['Micro', 'Small', 'Medium'].map((name, i) => ({ id: i + 1, name })),
    HaveGstDdl: yesNo,
    IsPreviouslyAssociated: yesNo,
  };
}
