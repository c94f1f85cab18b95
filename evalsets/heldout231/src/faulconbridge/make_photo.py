"""Turn page-1.png (rendered CV page) into a phone-photo-like JPEG in cvs/."""
import random, pathlib
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(231)
here = pathlib.Path(__file__).resolve().parent
src = sorted(here.glob("page*.png"))[0]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a darker desk background, slight rotation
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: vignette + diagonal shading
W, H = bg.size
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40))
    dr.ellipse([-W * 0.25 + i * W * 0.012, -H * 0.2 + i * H * 0.011, W * 1.25 - i * W * 0.012, H * 1.2 - i * H * 0.011], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 36, 30))
bg = Image.composite(bg, dark, mask.point(lambda p: int(150 + p * 105 / 255)))
big = Image.linear_gradient("L").resize((W * 2, H * 2)).rotate(30, resample=Image.BICUBIC)
grad = big.crop((W // 2, H // 2, W // 2 + W, H // 2 + H))
shade = Image.new("RGB", (W, H), (210, 200, 185))
bg = ImageChops.multiply(bg, Image.composite(Image.new("RGB", (W, H), (255, 255, 255)), shade, grad))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.add(bg, noise, scale=2.0, offset=-64), 0.18)
out = here.parent.parent / "cvs" / "IMG_20261102_091544.jpg"
bg.save(out, quality=82)
print(out, bg.size)
