-- Put before the scripts that compare log entry ids ("<ms>-<n>"), in the order Redis gives them.
local function older(a, b)
  local am, an = string.match(a, '^(%d+)-(%d+)$')
  local bm, bn = string.match(b, '^(%d+)-(%d+)$')
  am, an, bm, bn = tonumber(am), tonumber(an), tonumber(bm), tonumber(bn)
  return am < bm or (am == bm and an < bn)
end
