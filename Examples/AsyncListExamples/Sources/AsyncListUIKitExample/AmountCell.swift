#if canImport(UIKit)
  import AsyncList
  import AsyncListUIKit
  import Foundation
  import UIKit

  /// A line's cell: its number, its amount and a bar as long as the amount, which springs out when
  /// the model reveals the row. Configured from the row's state every time (cells are reused).
  final class AmountCell: UICollectionViewCell {
    private let title = UILabel(frame: .zero)
    private let amount = UILabel(frame: .zero)
    private let bar = UIProgressView(progressViewStyle: .default)

    override init(frame: CGRect) {
      super.init(frame: frame)
      let stack = UIStackView(arrangedSubviews: [title, amount, bar])
      stack.axis = .vertical
      stack.spacing = 4
      stack.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack)
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        stack.topAnchor.constraint(equalTo: margins.topAnchor),
        stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("AmountCell is made in code")
    }

    /// Shows a line and its amount. Reading `detail.state` here makes the adapter reconfigure the
    /// cell when the amount arrives or fails.
    func show(_ line: Line, _ detail: AsyncListRowDetail<Double>) {
      title.text = line.description
      switch detail.state {
      case .loaded(let value):
        amount.text = "Amount: " + String(format: "%.2f", value)
        bar.progress = Float(value)
      case .failed(let failure):
        amount.text = "Failed: \(failure.message)"
        bar.progress = 0
      case .loading, .notRequested:
        amount.text = "Loading…"
        bar.progress = 0
      }
      detail.playReveal(on: bar, .spring)
    }
  }
#endif
