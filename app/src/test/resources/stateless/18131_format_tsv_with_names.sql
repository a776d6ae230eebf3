-- TabSeparatedWithNames and TabSeparatedWithNamesAndTypes headers; escaping of tabs and newlines
SELECT number AS n, toString(number) AS s FROM numbers(2) FORMAT TabSeparatedWithNames;
SELECT number AS n, toString(number) AS s FROM numbers(2) FORMAT TabSeparatedWithNamesAndTypes;
SELECT 'a\tb', 'c\nd', 'back\\slash';
