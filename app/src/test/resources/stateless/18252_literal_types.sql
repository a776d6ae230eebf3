-- the types ClickHouse gives literals: the smallest fitting integer type, Float64, String, Nullable(Nothing)
SELECT toTypeName(1), toTypeName(-1), toTypeName(256), toTypeName(-129), toTypeName(4294967296);
SELECT toTypeName(1.5), toTypeName('a'), toTypeName(NULL), toTypeName([1, 2]), toTypeName((1, 'a'));
SELECT toTypeName([]), toTypeName([NULL, 1]);
