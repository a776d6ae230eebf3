-- formatDateTime specifiers common to every ClickHouse version
SELECT formatDateTime(toDateTime('2020-01-02 03:04:05', 'UTC'), '%Y-%m-%d %H:%S');
SELECT formatDateTime(toDateTime('2020-01-02 03:04:05', 'UTC'), '%F %T');
SELECT formatDateTime(toDateTime('2020-01-02 13:04:05', 'UTC'), '%D|%j|%e|%u|%w|%y|%p|%I|%C|%V|%%');
SELECT formatDateTime(toDate('2020-01-02'), '%F'), toTypeName(formatDateTime(toDate('2020-01-02'), '%F'));
SELECT formatDateTime(toDateTime('2020-01-02 03:04:05', 'UTC'), 'tab%tnewline%n.');
