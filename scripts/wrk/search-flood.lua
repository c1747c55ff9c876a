-- wrk: a bot pasting made-up terms into the site search, a new one on every request.
math.randomseed(os.time() + tonumber(tostring({}):sub(-6), 16))
request = function()
  return wrk.format("GET", "/search?term=" .. string.format("%08x%08x", math.random(0, 0x7fffffff), math.random(0, 0x7fffffff)))
end
