# Turns the rendered page of su_jingcheng_zh.pdf into a phone-photo-like JPEG (no text layer).
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(75)
here = Path(__file__).resolve().parent
img = Image.open(here / "su_jingcheng_page-1.png").convert("RGB")
w, h = img.size
# paper on a desk: pad with a dark-ish background, rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(img, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
w, h = img.size
# shading: warm tint + gradient from top-left light to bottom-right shadow + vignette
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        dx, dy = x / w - 0.35, y / h - 0.3
        v = 255 - int(min(110, (dx * dx + dy * dy) ** 0.5 * 150))
        d.rectangle([x, y, x + 3, y + 3], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(25))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)))
tint = Image.new("RGB", (w, h), (255, 243, 222))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 4.6)), 0.35)
img.save(here.parent / "cvs" / "IMG_20261103_184512.jpg", quality=82)
print(img.size)
