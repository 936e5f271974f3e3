import Foundation
import Trellis

/// A bar chart drawn to the size a `GeometryReader` reads: each bar as wide as the plot's
/// width allows and as tall as its share of the highest value.
struct ChartScene: View {
    static let values: [Double] = [3, 7, 4, 9, 6, 2, 8]
    static let days = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Weekly activity").font(.headline).id("chart.title")
            GeometryReader { proxy in
                let highest = Self.values.max() ?? 1
                let gap: CGFloat = 8
                let width = (proxy.size.width - gap * CGFloat(Self.values.count - 1)) / CGFloat(Self.values.count)
                HStack(alignment: .bottom, spacing: gap) {
                    ForEach(Self.values.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 4).fill(.blue)
                            .frame(width: max(width, 0), height: proxy.size.height * Self.values[index] / highest)
                            .id("chart.bar.\(index)")
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottom)
            }
            .frame(height: 160)
            .id("chart.plot")
            HStack(spacing: 0) {
                ForEach(Self.days.indices, id: \.self) { index in
                    Text(Self.days[index]).font(.caption).foregroundColor(.gray).frame(maxWidth: .infinity)
                }
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 16).fill(.white))
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(groupedBackground)
    }
}
