import SwiftUI

/// A profile card as an iOS app's snapshot tests would draw it, of shapes only (so that its
/// reference image is the same on every machine, whatever fonts it has). `offset` moves it: a
/// one-point change. A copy of Tests/TrellisSnapshotTestingTests/MyView.swift: the same reference.
struct MyView: View {
    var offset: CGFloat

    /// The card; `nonisolated` so that a nonisolated test can make one, as in `CardSnapshotTests`.
    nonisolated init(offset: CGFloat = 0) {
        self.offset = offset
    }

    var body: some View {
        VStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 64, height: 64)
            RoundedRectangle(cornerRadius: 4).fill(Color.gray).frame(width: 160, height: 12)
            RoundedRectangle(cornerRadius: 4).fill(Color.green).frame(width: 100, height: 12)
        }
        .padding(20)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.orange))
        .offset(y: offset)
    }
}
