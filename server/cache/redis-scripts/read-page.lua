-- Reads one page, unless one of its tags was invalidated after its render began (a copy an invalidation
-- missed: its tag's set was evicted, or it was written while the invalidation could not be told).
-- KEYS[1]: the page's hash. ARGV[1]: the prefix of the tags' marks.
local fields = redis.call('HGETALL', KEYS[1])
if #fields == 0 then
  return nil
end
local page = {}
for i = 1, #fields, 2 do
  page[fields[i]] = fields[i + 1]
end
if not page.seq then
  return nil
end


for tag in string.gmatch(page.tags or '', '[^\n]+') do
  local mark = redis.call('HGET', ARGV[1] .. tag, 'id')
  if mark and older(page.seq, mark) then
    return nil
  end
end
return fields
