-- wrk: the home page with a random parameter of a random name on every request, as a cache-busting attack sends.
math.randomseed(os.time() + tonumber(tostring({}):sub(-6), 16))
request = function()
  return wrk.format("GET", "/?" .. string.format("%08x", math.random(0, 0x7fffffff)) .. "=" .. string.format("%08x", math.random(0, 0x7fffffff)))
end
