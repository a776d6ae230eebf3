-- greatest and least over several arguments
SELECT greatest(1, 5, 3), least(1, 5, 3), greatest('a', 'b'), least(toDate('2024-01-01'), toDate('2023-01-01'));
SELECT greatest(1, 2.5), toTypeName(greatest(1, 2.5));
