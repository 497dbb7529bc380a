-- wrk script: POST /api/v1/auth/login as one user of one client, over and over (the client key
-- and the user's name and password from CLIENT_KEY, USERNAME and PASSWORD), counting the answers
-- by status: a client signing its users in as fast as its caps let it.
wrk.method = "POST"
wrk.path = "/api/v1/auth/login"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("CLIENT_KEY")
wrk.body = '{"username":"' .. os.getenv("USERNAME") .. '","password":"' .. os.getenv("PASSWORD") .. '"}'

local threads = {}

setup = function(thread)
  table.insert(threads, thread)
end

init = function()
  statuses = {}
end

response = function(status)
  statuses[status] = (statuses[status] or 0) + 1
end

done = function()
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      total[status] = (total[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(total) do
    parts[#parts + 1] = status .. ": " .. count
  end
  table.sort(parts)
  print("sign-ins by status: " .. table.concat(parts, ", "))
end
