-- domain and cutWWW
SELECT domain('https://www.example.com/path?q=1'), domain('http://example.org:8080/'), cutWWW('http://www.example.com/a');
