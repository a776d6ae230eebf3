-- IPv4 and IPv6 types: conversions, text forms, comparison, ORDER BY, storage in parts
SELECT toIPv4('192.168.0.1') AS ip, toTypeName(ip), toUInt32(ip);
SELECT IPv4NumToString(3232235521), IPv4StringToNum('192.168.0.1'), IPv4NumToString(toIPv4('10.0.0.255'));
SELECT toIPv6('2001:db8::1') AS ip, toTypeName(ip);
SELECT toIPv6('2a02:6b8:0:0:0:0:0:11'), toIPv6('::'), toIPv6('::1'), toIPv6('1:0:0:2:0:0:0:3'), toIPv6('fe80::0:1:0:0');
SELECT toIPv6('192.168.0.1'), toIPv6('::ffff:10.1.2.3'), toIPv6(toIPv4('1.2.3.4'));
SELECT IPv6NumToString(IPv6StringToNum('2a02:6b8::11')), toTypeName(IPv6StringToNum('127.0.0.1')), IPv6NumToString(IPv6StringToNum('127.0.0.1')), IPv6NumToString(IPv6StringToNum('::ffff:127.0.0.1'));
SELECT CAST('10.20.30.40' AS IPv4), CAST('::2' AS IPv6), toString(toIPv4('1.1.1.1'));
SELECT toIPv4('1.2.3.4') < toIPv4('1.2.3.10'), toIPv4('1.2.3.4') = '1.2.3.4', toIPv6('::1') < toIPv6('::2'), toIPv6('fe80::1') > '::ffff:1.1.1.1';
SELECT toIPv4OrNull('not an ip'), toIPv4OrZero('300.1.1.1'), toIPv6OrNull('1::2::3');
SELECT toIPv4('1.2.3'); -- { serverError CANNOT_PARSE_IPV4 }
SELECT toIPv6('1:2:3:4:5:6:7:8:9'); -- { serverError CANNOT_PARSE_IPV6 }
SELECT IPv4StringToNum('256.0.0.1'); -- { serverError CANNOT_PARSE_IPV4 }
DROP TABLE IF EXISTS access_log;
CREATE TABLE access_log (ts DateTime, client IPv4, server IPv6, url String) ENGINE = MergeTree ORDER BY (client, ts);
INSERT INTO access_log VALUES ('2024-01-01 00:00:00', '10.0.0.2', '2001:db8::2', '/a'), ('2024-01-01 00:00:01', '9.255.255.255', '::ffff:8.8.8.8', '/b'), ('2024-01-01 00:00:02', '10.0.0.10', 'fe80::1', '/c'), ('2024-01-01 00:00:03', '10.0.0.2', '2001:db8::10', '/d');
SELECT client, server, url FROM access_log ORDER BY client, ts;
SELECT server FROM access_log ORDER BY server;
SELECT client, count() FROM access_log GROUP BY client ORDER BY client;
SELECT url FROM access_log WHERE client = '10.0.0.2' ORDER BY url;
SELECT url FROM access_log WHERE server > toIPv6('2001:db8::5') ORDER BY url;
SELECT client, server FROM access_log ORDER BY ts LIMIT 1 FORMAT JSONEachRow;
SELECT client, server FROM access_log ORDER BY ts LIMIT 1 FORMAT CSV;
SELECT min(client), max(client), min(server), max(server) FROM access_log;
DESCRIBE TABLE access_log;
