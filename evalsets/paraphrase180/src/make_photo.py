"""Turns the rendered CV page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
from pathlib import Path
here = Path(__file__).resolve().parent
random.seed(180)
img = Image.open(here / "ge_lanting_page.png").convert("RGB")
w, h = img.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 80, 66))   # desk
page = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading: diagonal light gradient + vignette
grad = Image.linear_gradient("L").rotate(35, expand=False).resize(bg.size)
shade = Image.merge("RGB", [grad.point(lambda v: 200 + v * 55 // 255)] * 3)
bg = ImageChops.multiply(bg, shade)
vig = Image.radial_gradient("L").resize(bg.size).point(lambda v: 255 - v * 110 // 255)
bg = ImageChops.multiply(bg, Image.merge("RGB", [vig] * 3))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = ImageChops.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.35)
bg.save(here.parent / "cvs" / "IMG_20261103_葛澜汀简历.jpg", quality=82)
