#if canImport(SwiftUI)
  import Evergreen
  import SwiftUI

  // Seed 002's CounterView, written against Evergreen's store. Compiled only where SwiftUI is
  // (Apple platforms); on Linux this file is empty. The seed wrapped its body in
  // `WithViewStore(store, observe: { $0 })`; here the view reads the store directly, and redraws
  // only for the fields it reads (count, isLoading, fact).

  public struct CounterView: View {
    // MARK: - Store

    let store: StoreOf<CounterFeature>

    public init(store: StoreOf<CounterFeature>) {
      self.store = store
    }

    // MARK: - body

    public var body: some View {
      VStack {
        Text("\(store.count)")
          .font(.largeTitle)
          .padding()
          .background(Color.black.opacity(0.1))
          .cornerRadius(10)
        HStack {
          Button("-") {
            // アクションをsend
            store.send(.decrementButtonTapped)
          }
          .font(.largeTitle)
          .padding()
          .background(Color.black.opacity(0.1))
          .cornerRadius(10)

          Button("+") {
            // アクションをsend
            store.send(.incrementButtonTapped)
          }
          .font(.largeTitle)
          .padding()
          .background(Color.black.opacity(0.1))
          .cornerRadius(10)

          Button("Fact") {
            // アクションをsend
            store.send(.factButtonTapped)
          }
          .font(.largeTitle)
          .padding()
          .background(Color.black.opacity(0.1))
          .cornerRadius(10)

          if store.isLoading {
            ProgressView()
          } else if let fact = store.fact {
            Text(fact)
              .font(.largeTitle)
              .multilineTextAlignment(.center)
              .padding()
          }
        }
      }
    }
  }
#endif
