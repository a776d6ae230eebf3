-- The ternary operator is if(); it is right-associative and binds looser than OR
SELECT 1 ? 'yes' : 'no', 0 ? 'yes' : 'no';
SELECT number, number > 1 ? 'big' : number = 1 ? 'one' : 'zero' FROM numbers(3);
SELECT number, number % 2 = 0 OR number = 3 ? 'even or three' : 'other' FROM numbers(4);
SELECT (1 ? 2 : 3) + 10;
SELECT number ? number * 10 : 0 FROM numbers(3);
SELECT number ? number * 10 : -1 FROM numbers(3); -- { serverError NO_COMMON_TYPE }
SELECT 1 ? 2; -- { clientError SYNTAX_ERROR }
-- materialize() turns a constant into a full column of the same type
SELECT materialize(42), toTypeName(materialize('x')), toTypeName(materialize(toUInt8(1)));
SELECT count() FROM numbers(5) WHERE materialize(1) = 1;
