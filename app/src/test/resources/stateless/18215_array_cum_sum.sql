-- arrayCumSum: running sums; with a lambda over the mapped values
SELECT arrayCumSum([1, 1, 1, 1]);
SELECT arrayCumSum([1, 2, 3]), arrayCumSum(x -> x * 10, [1, 2]);
SELECT arrayCumSum(emptyArrayInt32());
SELECT toTypeName(arrayCumSum([1, 2])), toTypeName(arrayCumSum([-1, 2]));
