"""Turns nalani_fairholm_2026.pdf into a phone-photo JPG (no text layer)."""
import subprocess, random, pathlib
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = pathlib.Path(__file__).resolve().parent
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", str(here/"nalani_fairholm_2026.pdf"), str(here/"nf_page")], check=True)
img = Image.open(here/"nf_page.png").convert("RGB")
random.seed(184)
# paper on a table: pad with dark background, rotate
bg = Image.new("RGB", (img.width+160, img.height+160), (74, 62, 50))
bg.paste(img, (80, 80))
img = bg.rotate(1.8, resample=Image.BICUBIC, expand=False, fillcolor=(74, 62, 50))
# shading: gradient light from top-left + vignette
w, h = img.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        v = 255 - int(55 * ((x / w) * 0.6 + (y / h) * 0.4))
        dx, dy = (x - w/2)/(w/2), (y - h/2)/(h/2)
        v -= int(40 * min(1.0, (dx*dx + dy*dy) / 1.6))
        d.rectangle([x, y, x+3, y+3], fill=max(0, v))
shade = shade.filter(ImageFilter.GaussianBlur(20))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)))
img = img.filter(ImageFilter.GaussianBlur(0.7))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p//5)), 0.35)
img = Image.blend(img, Image.new("RGB", (w, h), (255, 236, 205)), 0.06)  # warm indoor light
img.save(here.parent/"cvs"/"IMG_20261103_184522.jpg", quality=82)
print("ok", img.size)
