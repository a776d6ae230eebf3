-- length counts bytes, lengthUTF8 code points
SELECT length('héllo'), lengthUTF8('héllo');
SELECT lengthUTF8(''), lengthUTF8('abc'), lengthUTF8('日本語');
SELECT toTypeName(lengthUTF8('a'));
