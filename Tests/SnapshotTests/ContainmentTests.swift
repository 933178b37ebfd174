import Foundation
import TestSupport
import Testing

@testable import Snapshot

/// The browser is contained: a shot's scripts and workers stop when it returns, WebRTC sends no UDP, and profile
/// directories left by a killed process are removed by the next launch.
@Suite struct ContainmentTests {
    /// How many dedicated-worker threads the browser's processes run now (Chromium names each
    /// `DedicatedWorker`, in `/proc/PID/task/TID/comm`).
    static func workerThreads(_ process: ChromiumProcess) -> Int {
        process.groupMembers().reduce(0) { count, pid in
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            return count
                + threads.filter { thread in
                    let name = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/comm", encoding: .utf8)
                    return name?.hasPrefix("DedicatedWorker") == true
                }.count
        }
    }

    /// Polls `condition` until it holds; the deadline is a safety net that only a broken condition
    /// reaches. Returns whether it held.
    static func eventually(_ condition: () -> Bool) async throws -> Bool {
        let end = ContinuousClock.now + TestDeadline.safetyNet
        while !condition() {
            guard ContinuousClock.now < end else { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// A message whose script starts 8 workers spinning in `for(;;){}`: while its page is open the browser runs their
    /// 8 threads; once its shot returns, every one of them has ended (before the fix, they spun on after the shot).
    /// Both are conditions the test waits for, so a loaded machine is slower but gives the same answer.
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
            // The same document, opened (and so kept): its workers are running.
            try await browser.open(html: html, width: 100, height: 100)
            let started = try await Self.eventually { Self.workerThreads(browser.process) >= 8 }
            _ = try await browser.screenshot(html: html, width: 100, height: 100)
            let stopped = try await Self.eventually { Self.workerThreads(browser.process) == 0 }
            #expect(started, "the open page runs its 8 workers: \(Self.workerThreads(browser.process)) worker threads")
            #expect(stopped, "after the shot no worker runs: \(Self.workerThreads(browser.process)) worker threads")
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    /// A layout measurement (`measure`, what the editor's checks and `vitrine snapshot` use) tears its page down too:
    /// the same 8 busy workers run while the page is measured and none once the measurement has returned (before, the
    /// measured page stayed open until the next call, its workers spinning).
    @Test func busyWorkersStopWhenAMeasurementReturns() async throws {
        // Each worker says it runs, then spins; the probe answers once all 8 have said so.
        let html = """
            <p>busy</p>
            <script>
              window.running = 0;
              const source = URL.createObjectURL(new Blob(["postMessage('up'); for (;;) {}"], { type: 'text/javascript' }));
              for (let index = 0; index < 8; index++) new Worker(source).onmessage = () => { window.running += 1; };
            </script>
            """
        let probe = "new Promise((done) => { const check = () => window.running >= 8 ? done(window.running) : setTimeout(check, 10); check(); })"
        let browser = try await HeadlessBrowser.launch()
        do {
            let running = try await browser.measure(html: html, width: 100, height: 100, probe)
            let stopped = try await Self.eventually { Self.workerThreads(browser.process) == 0 }
            #expect(running == "8", "the measured page ran its 8 workers")
            #expect(stopped, "after the measurement no worker runs: \(Self.workerThreads(browser.process)) worker threads")
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
        // Gathering ends when every candidate is found (nothing is timed): the limit on each call is a safety net.
        let browser = try await HeadlessBrowser.launch(timeout: .seconds(120))
        do {
            _ = try await browser.screenshot(html: html, width: 100, height: 100)
            try await browser.open(html: html, width: 100, height: 100)
            let candidates = try await browser.evaluate(
                """
                new Promise((done) => { const check = () => connection.iceGatheringState === 'complete' ? done(window.candidates) : setTimeout(check, 20);
                  check() })
                """
            )
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
