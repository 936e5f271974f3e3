// `trellis-bench --cards`: a server's rendering (issue 39): 100 social cards resolved on the
// main actor, then laid out and drawn as images (`PNGRenderer.cgImage(of:)`, the pixels
// `ImageRenderer.cgImage` gives) from one task and from a task group. Prints cards per second.

import Foundation
import Trellis
import TrellisRender

/// A social card: a title, a byline and a coloured badge, 400 × 210 points.
struct SocialCard: View {
    let index: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Circle().fill(Color.orange).frame(width: 36, height: 36)
                Text("Author \(index)").font(.headline)
                Spacer()
                Text("#\(index)").font(.caption).padding(6).background(.blue, in: Capsule()).foregroundStyle(.white)
            }
            Text("How layout works, part \(index): proposals go down, sizes come up").font(.title3).lineLimit(2)
            Spacer()
            Text("trellis.example · \(index % 12 + 1) min read").font(.footnote).foregroundStyle(.secondary)
        }
        .padding(20)
        .frame(width: 400, height: 210)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
    }
}

/// Cards per second drawn at scale 2 from one task and from a task group, medians of `runs`.
@MainActor func measureCards(count: Int, runs: Int) async {
    var environment = EnvironmentValues()
    environment.displayScale = 2
    let hosts = (0 ..< count).map { LayoutHost(SocialCard(index: $0), environment: environment) }  // bodies read here
    let renderer = PNGRenderer(scale: 2, background: "none")
    let clock = ContinuousClock()
    func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    let draw: @Sendable (LayoutHost) -> Int = { host in
        host.discardCaches()
        return renderer.cgImage(of: host.layout(in: .unspecified))?.width ?? 0
    }
    var alone: [Double] = [], together: [Double] = []
    for _ in 0 ..< runs {
        let start = clock.now
        await Task.detached { for host in hosts { _ = draw(host) } }.value
        alone.append(Double(count) / seconds(clock.now - start))
        let groupStart = clock.now
        await withTaskGroup(of: Int.self) { group in
            for host in hosts { group.addTask { draw(host) } }
            for await _ in group {}
        }
        together.append(Double(count) / seconds(clock.now - groupStart))
    }
    alone.sort()
    together.sort()
    let (one, many) = (alone[alone.count / 2], together[together.count / 2])
    print("cards (\(count), 800×420 px): one task \(format(one)) cards/s, task group \(format(many)) cards/s:",
          "\(format(many / one, 2))× on \(ProcessInfo.processInfo.activeProcessorCount) cores")
}
