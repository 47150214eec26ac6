/** How a series page says what order its shiurim are in, per reference-data order option. */
const labels: Readonly<Record<string, string>> = {
  daf: 'In Daf Yomi order: masechta, daf and amud',
  yerushalmi_daf: 'In the order of the Yerushalmi: masechta and daf',
  mishna: 'In the order of the Mishnah: seder, masechta, perek and mishnah',
  nach: 'In the order of Nach: book and chapter',
  parsha: 'In the order of the parshiyos of the Torah',
  episode_number: 'By episode number',
  mitzvot: 'In the order of the mitzvos',
  mishnah_brurah: 'In the order of the Mishnah Brurah',
  hashoneh_halachos: 'In the order of the halachos',
};

export function seriesOrderLabel(orderOption: string | null | undefined): string {
  return (orderOption && labels[orderOption]) || 'Oldest first';
}
