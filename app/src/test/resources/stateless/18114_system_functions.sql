-- system.functions lists scalar and aggregate functions with their case rules and aliases
SELECT name, is_aggregate, case_insensitive, alias_to FROM system.functions WHERE name IN ('length', 'sum', 'count', 'lower', 'lcase', 'substr', 'arrayMap', 'quantile') ORDER BY name;
SELECT count() > 100 FROM system.functions;
SELECT count() FROM system.functions WHERE is_aggregate AND name = 'max';
