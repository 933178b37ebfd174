-- Mixed load for wrk: each wrk thread plays one route, so every response is counted under the
-- route that asked for it (wrk's response() hook does not say which request it answers).
--
--   wrk -t4 -c16 -d30s --timeout 10s -H "Authorization: Bearer …" -s mixed_load.lua URL -- TARGETS
--
-- TARGETS is a file of `route path` lines written by scripts/lib-load.sh, for the routes
--   list    GET  /, with sorting, filters and paging
--   search  GET  /?q=…
--   render  GET  /campaigns/<id>/render?…  (preview documents of stored campaigns)
--   events  POST /api/sessions/<id>/events (a small valid batch)
-- Thread n plays route n (cycling when there are more threads than routes), and walks its
-- route's paths round-robin. done() prints one `route …` line per route (requests and the
-- count of each status) and one `total …` line (socket errors and non-2xx/3xx responses as wrk
-- counted them); scripts/lib-load.sh reads those lines.

local routes = { "list", "search", "render", "events" }
local threads = {}

function setup(thread)
   local index = #threads + 1
   thread:set("route", routes[(index - 1) % #routes + 1])
   table.insert(threads, thread)
end

-- The events of one batch: a custom event, a screen view and a tick, all at time 0 so that any
-- number of batches stay in order (an event may not be earlier than the one before it).
local batch = '[{"at": 0, "type": "custom_event", "name": "load_probe", "properties": {"source": "wrk", "n": 1}},'
   .. ' {"at": 0, "type": "screen", "name": "load_home"}, {"at": 0, "type": "tick"}]'

local requests = {}
local position = 0
counts = {}

function init(args)
   local file = assert(io.open(args[1], "r"), "cannot read the targets file " .. tostring(args[1]))
   for line in file:lines() do
      local name, path = line:match("^(%S+)%s+(%S+)$")
      if name == route then
         local headers = {}
         for key, value in pairs(wrk.headers) do headers[key] = value end
         if name == "events" then
            headers["Content-Type"] = "application/json"
            table.insert(requests, wrk.format("POST", path, headers, batch))
         else
            table.insert(requests, wrk.format("GET", path, headers))
         end
      end
   end
   file:close()
   assert(#requests > 0, "no targets for the route " .. route)
end

function request()
   position = position % #requests + 1
   return requests[position]
end

function response(status, headers, body)
   counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
   local seconds = summary.duration / 1e6
   local byRoute, order = {}, {}
   for _, thread in ipairs(threads) do
      local name = thread:get("route")
      if not byRoute[name] then
         byRoute[name] = {}
         table.insert(order, name)
      end
      for status, count in pairs(thread:get("counts")) do
         byRoute[name][status] = (byRoute[name][status] or 0) + count
      end
   end
   for _, name in ipairs(order) do
      local total, bad, statuses, keys = 0, 0, {}, {}
      for status in pairs(byRoute[name]) do table.insert(keys, status) end
      table.sort(keys)
      for _, status in ipairs(keys) do
         local count = byRoute[name][status]
         total = total + count
         if status < 200 or status >= 400 then bad = bad + count end
         table.insert(statuses, status .. ":" .. count)
      end
      io.write(string.format("route %s requests %d rps %.1f bad %d statuses %s\n",
         name, total, total / seconds, bad, #statuses > 0 and table.concat(statuses, ",") or "none"))
   end
   local errors = summary.errors
   io.write(string.format(
      "total requests %d rps %.1f seconds %.1f connect %d read %d write %d timeout %d non2xx3xx %d p99_ms %.1f\n",
      summary.requests, summary.requests / seconds, seconds, errors.connect, errors.read, errors.write,
      errors.timeout, errors.status, latency:percentile(99) / 1000))
end
