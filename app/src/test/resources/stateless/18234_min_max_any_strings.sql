-- min and max compare strings byte by byte
SELECT min(s), max(s) FROM (SELECT arrayJoin(['b', 'a', 'B', 'ab']) AS s);
SELECT min(x), max(x) FROM (SELECT arrayJoin([3, -1, 7]) AS x);
SELECT min(d), max(d) FROM (SELECT arrayJoin([toDate('2024-01-02'), toDate('2023-05-01')]) AS d);
