-- wrk: the home page as a social network's visitors reach it, each with a click id of its own (fbclid).
local thread_id = tostring({}):sub(-6)
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/?fbclid=IwAR" .. thread_id .. counter)
end
