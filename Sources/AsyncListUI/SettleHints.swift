#if canImport(SwiftUI)
  import AsyncList
  import Foundation
  import SwiftUI

  /// How an ``AsyncListView`` tells the model where a scroll will rest.
  struct SettleHintOptions {
    /// Whether it reports at all (``AsyncListView/reportsScrollTarget(_:)``).
    var enabled = true
    /// The app's own scroll-target behaviour, applied unchanged under the one that reports.
    var behavior: (any ScrollTargetBehavior)?
  }

  /// Reports where a scroll will come to rest, with no code from the app: the model starts the
  /// rows there at once (``AsyncList/AsyncListModel/scrollWillSettle(on:)``).
  ///
  /// - On iOS 17 and macOS 14, a scroll-target behaviour that reads the target SwiftUI computed
  ///   when the finger lifted and leaves it as the app's own behaviour made it (paging, view
  ///   alignment), so the app's behaviour still applies.
  /// - On iOS 18 and macOS 15 also the scroll phase: a new drag (`interacting`) says the target is
  ///   gone; a deceleration in a `List`, whose scroll view may not consult a scroll-target
  ///   behaviour, gives the target from its velocity and geometry.
  ///
  /// Offsets become rows with ``AsyncList/ScrollSettle``, from the content height the layout
  /// measured, not a fixed row height.
  struct SettleHints<Source: PageSource>: ViewModifier {
    let model: AsyncListModel<Source>
    let layout: AsyncListLayout
    let options: SettleHintOptions

    func body(content: Content) -> some View {
      if !options.enabled {
        content
      } else if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
        reportingTarget(content).onScrollPhaseChange { [model, layout] _, phase, context in
          switch phase {
          case .interacting:
            model.scrollWillSettle(on: nil)  // the user caught the scroll
          case .decelerating where layout == .list:
            guard let velocity = context.velocity else { return }
            let geometry = context.geometry
            let top = ScrollSettle.restingOffset(
              offset: Double(geometry.contentOffset.y), velocity: Double(velocity.dy))
            model.scrollWillSettle(
              on: ScrollSettle.rows(
                top: top, bottom: top + Double(geometry.containerSize.height),
                contentHeight: Double(geometry.contentSize.height), positions: model.rows.totalCount))
          default:
            break
          }
        }
      } else {
        reportingTarget(content)
      }
    }

    private func reportingTarget(_ content: Content) -> some View {
      let model = self.model
      return content.scrollTargetBehavior(
        TargetReporting(base: options.behavior) { top, bottom, contentHeight in
          // SwiftUI computes the target on the main thread; the behaviour's method is not
          // isolated, so the report hops to the main actor (before the next frame).
          Task { @MainActor in
            model.scrollWillSettle(
              on: ScrollSettle.rows(
                top: top, bottom: bottom, contentHeight: contentHeight, positions: model.rows.totalCount))
          }
        })
    }
  }

  /// A scroll-target behaviour that reports the target and changes nothing: the app's own
  /// behaviour, when it gave one, decides the target first.
  struct TargetReporting: ScrollTargetBehavior {
    let base: (any ScrollTargetBehavior)?
    let report: @Sendable (_ top: Double, _ bottom: Double, _ contentHeight: Double) -> Void

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      base?.updateTarget(&target, context: context)
      report(Double(target.rect.minY), Double(target.rect.maxY), Double(context.contentSize.height))
    }
  }
#endif
