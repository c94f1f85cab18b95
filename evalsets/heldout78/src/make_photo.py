"""Turn the rendered page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageChops
random.seed(78)
page = Image.open("mk_page-1.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
bg = Image.new("RGB", (w + 240, h + 240), (120, 104, 86))
bg.paste(page, (120, 110))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(120, 104, 86))
W, H = img.size
# smooth shading + vignette: brightness factor 0.72..1.0
mask = Image.new("L", (W, H))
px = mask.load()
for y in range(0, H):
    for x in range(0, W):
        dx, dy = (x - W * 0.4) / W, (y - H * 0.35) / H
        r = (dx * dx + dy * dy) ** 0.5
        px[x, y] = max(0, min(255, int(255 * (1.0 - 0.45 * r - 0.10 * x / W))))
black = Image.new("RGB", (W, H), (0, 0, 0))
img = Image.composite(img, black, mask)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 14).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-128)
img.save("../cvs/IMG_20261112_093417.jpg", quality=82)
