import Foundation
import Testing

@testable import Snapshot

/// The browser is contained: a shot's scripts and workers stop when it returns, WebRTC sends no UDP, and profile
/// directories left by a killed process are removed by the next launch.
@Suite struct ContainmentTests {
    /// CPU seconds (user + system) of every process in the process group `group`, by pid, from `/proc/PID/stat`.
    static func groupCPU(_ group: pid_t) -> [pid_t: Double] {
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        var times: [pid_t: Double] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // Fields from the state (field 3) on: the process group is field 5, utime and stime fields 14 and 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 12, pid_t(fields[2]) == group, let user = Double(fields[11]), let system = Double(fields[12]) else {
                continue
            }
            times[pid] = (user + system) / ticks
        }
        return times
    }

    /// The CPU seconds the process group `group` uses in the next second (processes that end meanwhile count as idle),
    /// and which processes used it (`pid type seconds`, for processes over 10 ms).
    static func cpuOverOneSecond(_ group: pid_t) async throws -> (seconds: Double, detail: String) {
        let before = groupCPU(group)
        try await Task.sleep(for: .seconds(1))
        let after = groupCPU(group)
        var detail: [String] = []
        for (pid, seconds) in after.sorted(by: { $0.key < $1.key }) where seconds - (before[pid] ?? 0) > 0.01 {
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            let arguments = command.split { $0 == 0 || $0 == UInt8(ascii: " ") }.map { String(decoding: $0, as: UTF8.self) }
            let type = arguments.first { $0.hasPrefix("--type=") }
            let started = before[pid] == nil ? " (new)" : ""
            detail.append("\(pid) \(type?.dropFirst(7) ?? "browser")\(started) \(seconds - (before[pid] ?? 0))")
        }
        let total = after.reduce(0) { total, entry in total + max(0, entry.value - (before[entry.key] ?? 0)) }
        return (total, detail.joined(separator: ", "))
    }

    /// A message whose script starts 8 workers spinning in `for(;;){}`: while its page is open the browser burns CPU;
    /// once its shot returns, the browser's process group is idle within a few seconds.
    @Test func busyWorkersStopWhenTheShotReturns() async throws {
        let html = """
            <p>busy</p>
            <script>
              const source = URL.createObjectURL(new Blob(['for (;;) {}'], { type: 'text/javascript' }));
              for (let index = 0; index < 8; index++) new Worker(source);
            </script>
            """
        let browser = try await HeadlessBrowser.launch()
        do {
            // The same document, opened (and so kept) for measuring: its workers are running.
            try await browser.open(html: html, width: 100, height: 100)
            try await Task.sleep(for: .milliseconds(300))
            let busy = try await Self.cpuOverOneSecond(browser.process.pid)
            _ = try await browser.screenshot(html: html, width: 100, height: 100)
            print("ContainmentTests: browser CPU in 1 s with 8 busy workers open: \(busy.seconds) s [\(busy.detail)]")
            // On a machine shared with other work the workers get less than their 8 cores' worth: the bound is relative
            // to what they got (before the fix, every second after the shot used as much as the second before it). The
            // browser's own tear-down after the shot may spill into the first second on a loaded machine: three
            // seconds are watched, and one of them must be idle.
            let bound = min(0.2, busy.seconds * 0.6)
            var idle: [Double] = []
            for _ in 0..<3 {
                let second = try await Self.cpuOverOneSecond(browser.process.pid)
                print("ContainmentTests: browser CPU in second \(idle.count + 1) after the shot: \(second.seconds) s [\(second.detail)]")
                idle.append(second.seconds)
                if second.seconds < bound { break }
            }
            #expect(busy.seconds >= 0.1)
            #expect(idle.contains { $0 < bound }, "CPU in the seconds after the shot: \(idle), bound \(bound)")
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    /// A page gathering ICE candidates against a STUN server on a loopback UDP port: no datagram reaches it.
    @Test func webRTCSendsNoUDP() async throws {
        let listener = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && getsockname(listener, socketAddress, &length) == 0
            }
        }
        #expect(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let html = """
            <script>
              window.candidates = [];
              const connection = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:\(port)' }] });
              connection.onicecandidate = (event) => { if (event.candidate) window.candidates.push(event.candidate.candidate); };
              connection.createDataChannel('probe');
              connection.createOffer().then((offer) => connection.setLocalDescription(offer));
            </script>
            """
        let browser = try await HeadlessBrowser.launch()
        do {
            _ = try await browser.screenshot(html: html, width: 100, height: 100)
            try await browser.open(html: html, width: 100, height: 100)
            let candidates = try await browser.evaluate("new Promise((done) => setTimeout(() => done(window.candidates), 2000))")
            print("ContainmentTests: ICE candidates gathered: \(candidates)")
            #expect(!candidates.contains("udp"))
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
        var buffer = [UInt8](repeating: 0, count: 2_048)
        let received = recv(listener, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        #expect(received < 0, "a datagram reached the STUN port")
    }

    /// A profile directory whose owner is dead (or whose pid now names another process) is removed by the next launch;
    /// one owned by a live process is kept.
    @Test func staleProfileDirectoriesAreRemovedAtLaunch() async throws {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let parent = FileManager.default.temporaryDirectory
        func profile(_ owner: String?) throws -> String {
            let path = parent.appendingPathComponent("\(ProfileDirectory.prefix)test-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("Local State"))
            if let owner { try Data(owner.utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent(ProfileDirectory.ownerFile)) }
            return path
        }
        let dead = try profile("\(finished.processIdentifier) 1\n")
        let reused = try profile("\(getpid()) 1\n")
        let live = try profile(ProfileDirectory.ownerStamp(getpid()))
        let fresh = try profile(nil)
        defer { for path in [dead, reused, live, fresh] { try? FileManager.default.removeItem(atPath: path) } }

        let browser = try await HeadlessBrowser.launch()
        let own = browser.process.profileDirectory
        let ownOwner = try String(contentsOfFile: "\(own)/\(ProfileDirectory.ownerFile)", encoding: .utf8)
        await browser.close()
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(!FileManager.default.fileExists(atPath: reused))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(FileManager.default.fileExists(atPath: fresh))
        #expect(ownOwner == ProfileDirectory.ownerStamp(getpid()))
        #expect(!FileManager.default.fileExists(atPath: own))
    }

    /// Where this process may make a cgroup, every browser process runs in the browser's own, whose memory limit is set
    /// and which goes with the browser; the processes run at a lower CPU priority.
    @Test func browserProcessesAreConfined() async throws {
        let browser = try await HeadlessBrowser.launch()
        let members: [pid_t]
        let cgroup = browser.process.cgroup
        do {
            try await browser.open(html: "<p>confined</p>", width: 100, height: 100)
            members = browser.process.groupMembers()
        } catch {
            await browser.close()
            throw error
        }
        var niceness: [String] = []
        var outside: [pid_t] = []
        for pid in members {
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") {
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 16 { niceness.append(String(fields[16])) }
            }
            guard let membership = try? String(contentsOfFile: "/proc/\(pid)/cgroup", encoding: .utf8) else { continue }
            if !membership.contains(BrowserCgroup.prefix) { outside.append(pid) }
        }
        await browser.close()
        print("ContainmentTests: \(members.count) browser processes, nice values \(Set(niceness).sorted()), cgroup limits \(cgroup?.limits ?? [])")
        guard let cgroup else { return }
        #expect(outside.isEmpty, "processes outside the browser's cgroup: \(outside)")
        #expect(cgroup.limits.contains("memory"))
        for directory in cgroup.directories { #expect(!FileManager.default.fileExists(atPath: directory)) }
    }

    /// A page that fills 800 MB of JavaScript heap runs into the 256 MiB cap: its shot fails with the renderer's crash
    /// (not the timeout, which is long enough that a loaded machine cannot reach it first), and the next shot in the
    /// same browser works.
    @Test func javaScriptHeapIsCapped() async throws {
        let hog = "<script>const hoard = []; for (let i = 0; i < 100; i++) hoard.push(new Array(1000000).fill(i));</script><p>hog</p>"
        let browser = try await HeadlessBrowser.launch(timeout: .seconds(180))
        do {
            let start = ContinuousClock.now
            let error = await #expect(throws: SnapshotError.self) { try await browser.screenshot(html: hog, width: 100, height: 100) }
            print("ContainmentTests: the 800 MB page failed after \(ContinuousClock.now - start): \(error?.description ?? "")")
            #expect(error?.description.contains("crashed") == true, "the crash is reported, not a timeout")
            let red = try await browser.screenshot(html: "<body style=\"margin:0;background:#f00\"></body>", width: 10, height: 10, scale: 1)
            #expect(try PNG.decode(red) == RGBAImage(width: 10, height: 10, red: 255, green: 0, blue: 0))
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
