"""Turns src/p5/page-1.png into a phone-photo-like JPEG (no text layer)."""
import random, pathlib
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(239)
here = pathlib.Path(__file__).resolve().parent
img = Image.open(here / "p5" / "page-1.png").convert("RGB")
w, h = img.size
# paper on a darker table
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (88, 76, 64))
canvas.paste(img, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(88, 76, 64))
W, H = canvas.size
# warm tint + vignette / uneven light
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    box = (int(W * i / 140), int(H * i / 140), int(W - W * i / 140), int(H - H * i / 140))
    d.ellipse(box, fill=int(255 * i / 60))
shade = shade.filter(ImageFilter.GaussianBlur(120))
dark = Image.eval(canvas, lambda v: int(v * 0.62))
canvas = Image.composite(canvas, dark, shade)
# diagonal shadow of the phone/hand
sh = Image.new("L", (W, H), 255)
ImageDraw.Draw(sh).polygon([(int(W * 0.7), H), (W, int(H * 0.55)), (W, H)], fill=190)
sh = sh.filter(ImageFilter.GaussianBlur(60))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (sh, sh, sh)))
r, g, b = canvas.split()
canvas = Image.merge("RGB", (r.point(lambda v: min(255, int(v * 1.03))), g, b.point(lambda v: int(v * 0.92))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.add(canvas, noise, scale=2.0, offset=-64), 0.12)
canvas.save(here.parent / "cvs" / "IMG_20261103_091422.jpg", quality=82)
print("ok", canvas.size)
