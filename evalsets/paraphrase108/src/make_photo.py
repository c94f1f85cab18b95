"""Turn the rendered page yg_page.png into a phone photo (cvs/IMG_20261103_142207.jpg)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
random.seed(108)
page = Image.open(here / "yg_page.png").convert("RGB")
w, h = page.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# warm tint + vignette / uneven lighting
W, H = canvas.size
tint = Image.new("RGB", (W, H), (255, 240, 215))
canvas = ImageChops.multiply(canvas, tint)
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40))
    d.ellipse([-W * 0.25 + i * W * 0.012, -H * 0.2 + i * H * 0.012,
               W * 1.15 - i * W * 0.012, H * 1.2 - i * H * 0.012], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (35, 30, 25))
canvas = Image.composite(canvas, dark, mask.point(lambda p: 110 + p * 145 // 255))
# shadow band from the phone
shade = Image.new("L", (W, H), 255)
ImageDraw.Draw(shade).polygon([(0, int(H * 0.7)), (int(W * 0.45), H), (0, H)], fill=200)
shade = shade.filter(ImageFilter.GaussianBlur(80))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [shade] * 3))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 14).convert("RGB")
canvas = ImageChops.add(canvas, noise, scale=2.2, offset=-55)
canvas.save(here.parent / "cvs" / "IMG_20261103_142207.jpg", quality=82)
