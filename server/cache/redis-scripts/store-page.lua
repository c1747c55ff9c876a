-- Stores one page unless one of its tags was invalidated after its render began (one step, so no
-- invalidation can come between the check and the write).
-- KEYS[1]: the page's hash; KEYS[2 .. n+1]: its tags' page sets; KEYS[n+2 .. 2n+1]: its tags' marks.
-- ARGV: meta (JSON), body, gzip, br, keep (ms), seq (the last log entry the instance had applied when the
-- render began), tags (one a line), n, the page's key (a member of its tags' sets).
local n = tonumber(ARGV[8])
local seq = ARGV[6]


for i = 1, n do
  local mark = redis.call('HGET', KEYS[n + 1 + i], 'id')
  if mark and older(seq, mark) then
    return 0
  end
end

local keep = tonumber(ARGV[5])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'meta', ARGV[1], 'body', ARGV[2], 'gzip', ARGV[3], 'br', ARGV[4], 'seq', seq, 'tags', ARGV[7])
redis.call('PEXPIRE', KEYS[1], keep)
for i = 1, n do
  redis.call('SADD', KEYS[1 + i], ARGV[9])
  -- A tag's set outlives every page in it: its time is only ever lengthened (PTTL is -1 with none).
  if redis.call('PTTL', KEYS[1 + i]) < keep then
    redis.call('PEXPIRE', KEYS[1 + i], keep)
  end
end
return 1
