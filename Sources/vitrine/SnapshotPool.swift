import CampaignServices
import Snapshot
import Synchronization

/// Takes a run's shots several at once, each job with browsers of its own (`SnapshotBrowsers`: a headless Chromium, and
/// a WebKit once one of the job's shots is drawn by WebKit), each job taking the next group of shots as soon as it is
/// done with one.
///
/// One browser per job rather than one browser with a page per job: a browser's processes share one cgroup whose CPU
/// quota is half the machine's cores (`BrowserCgroup`), so pages in one browser cannot use more than that (measured on
/// a 2-core machine: two pages at once in one browser took shots no faster than one page, two browsers about twice as
/// fast); and a page's renderers are killed when its shot is taken (`HeadlessBrowser.closePage`), which is only safe
/// while it is the browser's one page. WebKit is per job too, started by the job's first WebKit shot: a MiniBrowser
/// draws one document at a time, so one WebKit shared by the jobs would take every WebKit shot in turn, while a WebKit
/// per job took 16 WebKit shots 1.1 to 1.2 times as fast with two jobs as with one (2-core machine, busy with other
/// work). Each shot is written by the job that takes it, and the outcomes are put back in the order of the shots, so the
/// files and the report are the same whatever the number of jobs.
struct SnapshotPool: Sendable {
    /// How many shots are taken at once (jobs started, at most one per group).
    let jobs: Int
    /// Where shots go and how they are compared.
    let run: SnapshotRun
    /// Draws each shot's document.
    let previews: PreviewService
    /// Device pixels per point.
    let scale: Double
    /// Whether each shot is drawn in both engines and the two compared (`--compare-engines`) rather than taken in its
    /// own engine and compared with its baseline.
    var comparesEngines = false

    /// The indices of `paths` (each shot's file) grouped by path, in the order of each path's first shot: shots that
    /// write the same file stay in one group and are taken in order by one job, so the last one wins as in a run of
    /// one job.
    static func groups(of paths: [String]) -> [[Int]] {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for (index, path) in paths.enumerated() {
            if members[path] == nil { order.append(path) }
            members[path, default: []].append(index)
        }
        return order.map { members[$0] ?? [] }
    }

    /// Takes the shots of `groups` (indices into `shots`) and returns each one's outcome by index. The first failure
    /// stops the run: jobs finish the shot they are taking, take no other, and close their browsers.
    func take(_ shots: [SnapshotShot], groups: [[Int]]) async throws -> [Int: SnapshotOutcome] {
        let dealer = Dealer(count: groups.count)
        return try await withThrowingTaskGroup(of: [Int: SnapshotOutcome].self) { tasks in
            for _ in 0..<min(jobs, groups.count) {
                tasks.addTask {
                    var browsers = SnapshotBrowsers(scale: scale)
                    do {
                        var taken: [Int: SnapshotOutcome] = [:]
                        while !Task.isCancelled, let group = dealer.next() {
                            for index in groups[group] {
                                taken[index] =
                                    comparesEngines
                                    ? try await run.compareEngines(shots[index], previews: previews, with: &browsers)
                                    : try await run.take(shots[index], previews: previews, with: &browsers)
                            }
                        }
                        await browsers.close()
                        return taken
                    } catch {
                        await browsers.close()
                        throw error
                    }
                }
            }
            var outcomes: [Int: SnapshotOutcome] = [:]
            for try await taken in tasks { outcomes.merge(taken) { first, _ in first } }
            return outcomes
        }
    }
}

/// Hands out the positions 0..<count, each once, to whichever task asks next.
private final class Dealer: Sendable {
    /// How many positions there are.
    let count: Int
    /// The next position to hand out.
    private let position = Mutex(0)

    /// A dealer of `count` positions.
    init(count: Int) {
        self.count = count
    }

    /// The next position, or nil once all are handed out.
    func next() -> Int? {
        position.withLock { position in
            guard position < count else { return nil }
            defer { position += 1 }
            return position
        }
    }
}
