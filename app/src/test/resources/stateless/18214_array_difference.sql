-- arrayDifference: 0, then each element minus the previous one, in a signed type
SELECT arrayDifference([1, 2, 3, 4]);
SELECT arrayDifference([0, 100, 2]);
SELECT arrayDifference([]);
SELECT toTypeName(arrayDifference([1, 2])), toTypeName(arrayDifference([toUInt32(1)])), toTypeName(arrayDifference([1.5]));
SELECT arrayDifference(['a']); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
