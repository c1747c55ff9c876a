-- wrk: the home page as it is, each request made by this script like the other rows' (so every row costs
-- the load generator the same CPU, which on a two-core machine it shares with the server).
request = function()
  return wrk.format("GET", "/")
end
