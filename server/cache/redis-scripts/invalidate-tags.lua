-- One invalidation, in one step: it is written to the log the instances follow, every page carrying one
-- of the tags is deleted, and each tag is marked with the log entry's id and the time (so a page whose
-- render began before it is never stored or served again, on any instance).
-- KEYS[1]: the log (a stream); KEYS[2 .. n+1]: the tags' page sets; KEYS[n+2 .. 2n+1]: the tags' marks.
-- ARGV: the instance's id, the tags (JSON), the log's length, how long a mark is kept (ms), the time (ms),
-- n, the prefix of the pages' hashes.
local n = tonumber(ARGV[6])
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[3], '*', 'from', ARGV[1], 'tags', ARGV[2])
for i = 1, n do
  local members = redis.call('SMEMBERS', KEYS[1 + i])
  for _, key in ipairs(members) do
    redis.call('DEL', ARGV[7] .. key)
  end
  redis.call('DEL', KEYS[1 + i])
  redis.call('HSET', KEYS[n + 1 + i], 'id', id, 'at', ARGV[5])
  redis.call('PEXPIRE', KEYS[n + 1 + i], ARGV[4])
end
return id
