"""Turns yao_qingyi/page.png (pdftoppm -r 150 of yao_qingyi_2026.pdf) into a phone photo JPEG."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(113)
here = Path(__file__).resolve().parent
page = Image.open(here / "yao_qingyi" / "yao_qingyi_2026_page.png").convert("RGB")
w, h = page.size
# crop: the lower empty part of the page is off-frame, like a hand-held shot
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
# put the sheet on a darker desk and rotate
desk = Image.new("RGB", (int(w * 1.08), int(h * 1.08)), (92, 80, 66))
desk.paste(page, ((desk.width - w) // 2, (desk.height - h) // 2))
img = desk.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# warm tint + uneven lighting (vignette and a soft shadow from the top-left)
W, H = img.size
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    box = (-W * 0.3 + i * W * 0.012, -H * 0.3 + i * H * 0.012, W * 1.3 - i * W * 0.012, H * 1.3 - i * H * 0.012)
    dr.ellipse(box, fill=int(i * 255 / 60))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 34, 28))
img = Image.composite(img, dark, shade.point(lambda v: 110 + v * 145 // 255))
tint = Image.new("RGB", (W, H), (255, 244, 225))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((W, H), 14).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(here.parent / "cvs" / "IMG_20261103_184512.jpg", quality=80)
print("ok", img.size)
