import { Form } from "@remix-run/react";
import type { CSSProperties, ReactNode } from "react";
import type { QuoteView } from "~/catalog/quote";
import { scaleReference } from "~/catalog/scale";
import type { FrameLook } from "~/content/content-schema";
import { forFixedBox, type ImageSource } from "~/images/image";
import { imageSizes, SCALE_PICTURE_PX } from "~/images/sizes";
import { say } from "~/words/say";

type Props = {
  reference: string;
  title: string;
  quote: QuoteView;
  image: ImageSource;
};

/**
 * A print's sizes and prices as a table, the choice of size, paper and frame, and 'Add to
 * Inquiry': a GET form to the contact page, so the choice travels in the address with or without
 * JavaScript. The scale view (its size and its frame), the prices, the caption, the total and
 * the line beside the button (the choice and its price) follow the radios by CSS alone
 * (viewer.css, `:has`); the first choice shows where a browser cannot tell.
 */
export function PrintQuote({ reference, title, quote, image }: Props) {
  const { choice } = quote;
  const scalePicture = forFixedBox(image, SCALE_PICTURE_PX);
  return (
    <section className="quote" aria-labelledby="quote-title">
      <h2 id="quote-title" className="quote__heading">
        {say("quote.heading")}
      </h2>
      {/* The table's caption, out of the table so that it can rise over the heading (viewer.css). */}
      <p id="quote-caption" className="quote__caption">
        {quote.papers.map((p, j) => (
          <Shown key={p.id} on="paper" index={j} chosen={p.id === choice.paper}>
            {p.caption}
          </Shown>
        ))}
      </p>
      <Form method="get" action="/contact" className="quote__form">
        <input type="hidden" name="ref" value={reference} />
        <input type="hidden" name="title" value={title} />
        <fieldset className="quote__group">
          <legend className="visually-hidden">{say("quote.size")}</legend>
          <table className="quote__table" aria-labelledby="quote-caption">
            <thead>
              <tr>
                <th scope="col">{say("quote.size")}</th>
                {quote.frames.map((f) => (
                  <th scope="col" key={f.id}>
                    {f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {quote.sizes.map((s, i) => (
                <tr key={s.size}>
                  <th scope="row">
                    <QuoteOption
                      name="size"
                      value={s.size}
                      index={i}
                      checked={s.size === choice.size}
                    >
                      {s.size} {s.unit}
                      {s.cm ? (
                        <span className="quote__cm">
                          {" "}
                          ({say("quote.sizeCentimetres", { cm: s.cm })})
                        </span>
                      ) : null}
                    </QuoteOption>
                  </th>
                  {quote.frames.map((f, k) => (
                    <td key={f.id}>
                      {quote.papers.map((p, j) => (
                        <Shown key={p.id} on="paper" index={j} chosen={p.id === choice.paper}>
                          {s.prices[j]?.[k] ?? "—"}
                        </Shown>
                      ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        <fieldset className="quote__group quote__frames">
          <legend>{say("quote.frame")}</legend>
          {quote.frames.map((f, k) => (
            <QuoteOption
              key={f.id}
              name="frame"
              value={f.id}
              index={k}
              checked={f.id === choice.frame}
              look={f.look}
            >
              {f.label}{" "}
              <span className="quote__note">
                {quote.sizes.map((s, i) => (
                  <Shown key={s.size} on="size" index={i} chosen={s.size === choice.size}>
                    {f.adds[i]}
                  </Shown>
                ))}
              </span>
            </QuoteOption>
          ))}
        </fieldset>
        {quote.papers.length > 1 ? (
          <fieldset className="quote__group quote__papers">
            <legend>{say("quote.paper")}</legend>
            {quote.papers.map((p, j) => (
              <QuoteOption
                key={p.id}
                name="paper"
                value={p.id}
                index={j}
                checked={p.id === choice.paper}
              >
                {p.label} <span className="quote__note">{p.note}</span>
              </QuoteOption>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="paper" value={choice.paper} />
        )}
        {/* The chosen print's price, said again whenever the choice changes (an output is a
            polite live region). */}
        <p className="quote__total">
          <output>
            {quote.sizes.map((s, i) => (
              <Shown key={s.size} on="size" index={i} chosen={s.size === choice.size}>
                {quote.papers.map((p, j) => (
                  <Shown key={p.id} on="paper" index={j} chosen={p.id === choice.paper}>
                    {quote.frames.map((f, k) => (
                      <Shown key={f.id} on="frame" index={k} chosen={f.id === choice.frame}>
                        {say("quote.total", { amount: s.prices[j]?.[k] ?? say("quote.onRequest") })}
                      </Shown>
                    ))}
                  </Shown>
                ))}
              </Shown>
            ))}
          </output>
        </p>

        <figure className="scale" aria-labelledby="scale-title">
          <h3 id="scale-title" className="quote__subheading">
            {say("quote.scaleHeading")}
          </h3>
          {/* The first choice's frame, drawn where a browser cannot tell the checked one. */}
          <div
            className="scale__wall"
            aria-hidden="true"
            data-look={quote.frames.find((f) => f.id === choice.frame)?.look}
          >
            {quote.sizes.map((s, i) =>
              s.scene ? (
                <div
                  key={s.size}
                  className="scale__print"
                  data-scene={i}
                  data-default={s.size === choice.size || undefined}
                  style={
                    {
                      left: `${s.scene.box.left}%`,
                      top: `${s.scene.box.top}%`,
                      width: `${s.scene.box.width}%`,
                      height: `${s.scene.box.height}%`,
                      // What the frame's moulding is measured against (viewer.css).
                      "--print-w": s.scene.cm.width,
                      "--print-h": s.scene.cm.height,
                    } as CSSProperties
                  }
                >
                  <img
                    src={image.src}
                    srcSet={scalePicture.srcSet || undefined}
                    sizes={imageSizes.scalePicture}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={image.width}
                    height={image.height}
                  />
                </div>
              ) : null,
            )}
            <Sofa />
          </div>
          <figcaption>
            <span className="scale__intro">
              {say("quote.scaleIntro", { sofa: scaleReference.sofaWidthCm })}
            </span>{" "}
            {quote.sizes.map((s, i) =>
              s.scene ? (
                <span
                  key={s.size}
                  className="scale__words"
                  data-scene={i}
                  data-default={s.size === choice.size || undefined}
                >
                  {s.size} {s.unit}: {s.scene.words}.
                </span>
              ) : null,
            )}
          </figcaption>
        </figure>

        <div className="quote__bar">
          <ChoiceLine quote={quote} />
          {/* The form is drawn once the hidden title, the label's last node, is parsed (viewer.css). */}
          <button type="submit" className="button button--primary">
            {say("quote.addToInquiry")}
            <span className="visually-hidden">: {title}</span>
          </button>
        </div>
      </Form>

      {/* Each heading with what it heads, which can rise over it (viewer.css). */}
      <div className="quote__part">
        <h3 className="quote__subheading">{say("quote.shippingHeading")}</h3>
        <p className="quote__text">{quote.shipping.madeToOrder}</p>
        <ul className="quote__list">
          {quote.shipping.regions.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>

      <div className="quote__part">
        <h3 className="quote__subheading">{say("quote.receivingHeading")}</h3>
        <ul className="quote__list">
          {quote.receiving.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The choice and its price, beside 'Add to Inquiry': every choice's line is written, and CSS
 * shows the one whose size, paper and frame are checked (viewer.css), with or without JavaScript.
 */
function ChoiceLine({ quote }: { quote: QuoteView }) {
  const { choice } = quote;
  const chosen = {
    size: quote.sizes.findIndex((s) => s.size === choice.size),
    paper: quote.papers.findIndex((p) => p.id === choice.paper),
    frame: quote.frames.findIndex((f) => f.id === choice.frame),
  };
  return (
    <p className="quote__choice">
      {quote.lines.map((byPaper, s) =>
        byPaper.map((byFrame, p) =>
          byFrame.map((line, f) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the sizes, papers and frames in order
              key={`${s}-${p}-${f}`}
              className="quote__line"
              data-size={s}
              data-paper={p}
              data-frame={f}
              data-default={
                (s === chosen.size && p === chosen.paper && f === chosen.frame) || undefined
              }
            >
              {line ?? "—"}
            </span>
          )),
        ),
      )}
    </p>
  );
}

/** What the stylesheet reads a choice's position from (viewer.css): the size's is its scale view's. */
const indexAttribute = { size: "data-scale", paper: "data-paper", frame: "data-frame" } as const;

/** One size, paper or frame to choose: a radio and its words, in one label. */
function QuoteOption(props: {
  name: "size" | "paper" | "frame";
  value: string;
  index: number;
  checked: boolean;
  /** A frame's look, which the scale view draws while it is checked (viewer.css). */
  look?: FrameLook;
  children: ReactNode;
}) {
  return (
    <label className="quote__option">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        {...{ [indexAttribute[props.name]]: props.index }}
        data-look={props.look}
        defaultChecked={props.checked}
      />
      <span>{props.children}</span>
    </label>
  );
}

/**
 * Words for one size, paper or frame: shown while that one is chosen, by CSS alone (viewer.css,
 * `:has`), so prices, captions and totals follow the choice with or without JavaScript, and
 * what is hidden is neither seen nor heard.
 */
function Shown(props: {
  on: "size" | "paper" | "frame";
  index: number;
  chosen: boolean;
  children: ReactNode;
}) {
  return (
    <span {...{ [`data-for-${props.on}`]: props.index }} data-default={props.chosen || undefined}>
      {props.children}
    </span>
  );
}

/** The familiar reference: a plain sofa, standing on the wall's floor line. */
function Sofa() {
  const { sofaWidthCm: w, sofaHeightCm: h, wallWidthCm: W, wallHeightCm: H } = scaleReference;
  return (
    <svg
      className="scale__sofa"
      viewBox="0 0 210 85"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      style={{
        left: `${((W - w) / 2 / W) * 100}%`,
        width: `${(w / W) * 100}%`,
        height: `${(h / H) * 100}%`,
      }}
    >
      <rect x="8" y="8" width="194" height="45" rx="6" fill="#8c7b6b" />
      <rect x="0" y="30" width="22" height="45" rx="6" fill="#7a6a5b" />
      <rect x="188" y="30" width="22" height="45" rx="6" fill="#7a6a5b" />
      <rect x="18" y="46" width="174" height="26" rx="4" fill="#9a887a" />
      <rect x="14" y="75" width="6" height="10" fill="#4a4038" />
      <rect x="190" y="75" width="6" height="10" fill="#4a4038" />
    </svg>
  );
}
