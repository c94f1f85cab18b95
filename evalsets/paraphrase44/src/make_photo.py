"""Turn the rendered SRE page into a phone-photo-like JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
random.seed(44)
page = Image.open(here / "oyvind_page.png").convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))   # wooden desk
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards bottom-right, plus vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(255 - 70 * i / max(W, H))
    d.ellipse([W * 0.35 - i, H * 0.3 - i, W * 0.35 + i, H * 0.3 + i], outline=v, width=5)
shade = shade.filter(ImageFilter.GaussianBlur(40))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save(here.parent / "cvs" / "IMG_20261102_183455.jpg", quality=82)
