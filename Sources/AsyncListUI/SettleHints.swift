#if canImport(SwiftUI)
  import AsyncList
  import Foundation
  import SwiftUI

  /// How an ``AsyncListView`` tells the model where a scroll will rest.
  struct SettleHintOptions {
    /// Whether it reports at all (``AsyncListView/reportsScrollTarget(_:)``).
    var enabled = true
    /// The app's own scroll-target behaviour (``AsyncListView/scrollTargetBehavior(_:)``), and
    /// the same applied to a view as it is, with its own type (iOS 18 and macOS 15).
    var behavior: (any ScrollTargetBehavior)?
    var apply: ((AnyView) -> AnyView)?
  }

  /// Reports where a scroll will come to rest, one target per fling, with no code from the app:
  /// the model starts the rows there at once (``AsyncList/AsyncListModel/scrollWillSettle(on:)``).
  ///
  /// - On iOS 18 and macOS 15, from the scroll phase and the scroll geometry: a new drag
  ///   (`interacting`) says the target is gone; when a drag turns into a deceleration (once per
  ///   fling), the resting offset comes from the velocity measured over the last two offsets the
  ///   scroll view reported (``AsyncList/ScrollSamples``, points per second by construction;
  ///   `ScrollPhaseChangeContext.velocity` has no documented unit). No scroll-target behaviour is
  ///   installed, so an app's own `.scrollTargetBehavior`, on the view or outside it, applies as
  ///   it would without the list.
  /// - On iOS 17 and macOS 14, the only place SwiftUI shows a target is a scroll-target
  ///   behaviour: the list installs one that reads the target and leaves it as the app's own
  ///   behaviour made it. Pass that behaviour with ``AsyncListView/scrollTargetBehavior(_:)``:
  ///   one applied outside the list is replaced by the list's there, the one case where the two
  ///   do not compose.
  ///
  /// Offsets become rows with ``AsyncList/ScrollSettle``, from the content height the layout
  /// measured, not a fixed row height.
  struct SettleHints<Source: PageSource>: ViewModifier {
    let model: AsyncListModel<Source>
    let layout: AsyncListLayout
    let options: SettleHintOptions
    /// The last offsets the scroll view reported: not observed, read when a fling begins.
    @State private var samples = Samples()

    final class Samples {
      var value = ScrollSamples()
    }

    func body(content: Content) -> some View {
      if !options.enabled {
        appBehavior(content)
      } else if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
        appBehavior(content)
          .onScrollGeometryChange(for: Double.self, of: { Double($0.contentOffset.y) }) { [samples] _, offset in
            samples.value.record(offset: offset, at: .now)
          }
          .onScrollPhaseChange { [model, samples] old, phase, context in
            switch phase {
            case .interacting:
              model.scrollWillSettle(on: nil)  // the user caught the scroll
            case .decelerating:
              guard case .interacting = old, let velocity = samples.value.velocity(at: .now) else { return }
              let geometry = context.geometry
              let top = ScrollSettle.restingOffset(offset: Double(geometry.contentOffset.y), velocity: velocity)
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

    /// The app's own behaviour, if it gave one to the list.
    @ViewBuilder private func appBehavior(_ content: Content) -> some View {
      if let apply = options.apply {
        apply(AnyView(content))
      } else {
        content
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

  /// A scroll-target behaviour that leaves the target as the app's own behaviour (if any) made
  /// it, then reports it (iOS 17, macOS 14). It forwards `updateTarget(_:context:)`, the one
  /// requirement of the protocol there.
  struct TargetReporting: ScrollTargetBehavior {
    let base: (any ScrollTargetBehavior)?
    let report: @Sendable (_ top: Double, _ bottom: Double, _ contentHeight: Double) -> Void

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      base?.updateTarget(&target, context: context)
      report(Double(target.rect.minY), Double(target.rect.maxY), Double(context.contentSize.height))
    }
  }
#endif
