import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchReport, type ReportSource } from './reportsApi';

/** A report's figures from the server, read again when its parameters change (and only when they are valid). */
export const useReport = <T,>(source: ReportSource, enabled: boolean) => {
  const { data, error, isFetching } = useQuery({
    queryKey: ['report', source.target, source.path, source.query],
    queryFn: () => fetchReport<T>(source),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { data, error, loading: isFetching };
};
