#if canImport(UIKit)
  public import AsyncList
  public import UIKit

  /// A row's detail as its cell's configuration gets it: the observable detail, and whether the
  /// reveal the model decided should play now.
  ///
  /// ```swift
  /// switch amount.state {
  /// case .loaded(let value): bar.progress = Float(value)
  /// default: bar.progress = 0
  /// }
  /// amount.playReveal(on: bar, .spring)
  /// ```
  @MainActor
  public struct AsyncListRowDetail<Detail: Sendable> {
    /// The row's observable detail. What the configuration reads of it is observed: a change
    /// reconfigures the cell.
    public let detail: RowDetail<Detail>
    /// Whether the model decided a reveal (``AsyncList/Reveal/serial`` changed) since this cell
    /// last showed this row: the data arrived while the row was on screen, or the row came on
    /// screen with its data. Never for a reused cell's first configuration with another row.
    public let revealsNow: Bool

    /// Creates a row's detail, as the adapter does.
    ///
    /// - Parameters:
    ///   - detail: The row's observable detail.
    ///   - revealsNow: Whether its reveal plays now.
    public init(detail: RowDetail<Detail>, revealsNow: Bool) {
      self.detail = detail
      self.revealsNow = revealsNow
    }

    /// The row's detail state: not requested, loading, loaded or failed (reading it observes it).
    public var state: DetailState<Detail> { detail.state }

    /// Plays the reveal on a view with `UIView.animate` when ``revealsNow``; otherwise puts the
    /// view at rest, so a reused cell never keeps a reveal's starting point.
    ///
    /// - Parameters:
    ///   - view: The view that shows the detail (a bar, an image).
    ///   - animation: A spring for bars, a fade for images.
    public func playReveal(on view: UIView, _ animation: RevealAnimation = .spring) {
      animation.play(on: view, now: revealsNow)
    }
  }
#endif
