/** What a report came to, told beside the Report action: thanked, or already reported. */
export interface ReportOutcome {
  status: 'success' | 'info';
  text: string;
}
