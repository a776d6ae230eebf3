-- NULLs sort last by default, first with NULLS FIRST; DESC keeps them last
SELECT x FROM (SELECT arrayJoin([2, NULL, 1]) AS x) ORDER BY x;
SELECT x FROM (SELECT arrayJoin([2, NULL, 1]) AS x) ORDER BY x NULLS FIRST;
SELECT x FROM (SELECT arrayJoin([2, NULL, 1]) AS x) ORDER BY x DESC;
SELECT x FROM (SELECT arrayJoin([2, NULL, 1]) AS x) ORDER BY x DESC NULLS FIRST;
