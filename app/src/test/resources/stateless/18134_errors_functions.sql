-- errors of function calls
SELECT arrayMap(x -> x, 1); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
SELECT length(); -- { serverError NUMBER_OF_ARGUMENTS_DOESNT_MATCH }
SELECT substring('abc'); -- { serverError NUMBER_OF_ARGUMENTS_DOESNT_MATCH }
SELECT arraySum(['a']); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
SELECT arrayMap((x, y) -> x + y, [1, 2], [1]); -- { serverError SIZES_OF_ARRAYS_DONT_MATCH }
SELECT 'ok';
