from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, sys
random.seed(143)
im = Image.open('page.png').convert('RGB')
w, h = im.size
# put the paper on a darker desk background, with a margin
bg = Image.new('RGB', (w + 160, h + 200), (92, 78, 64))
bg.paste(im, (80, 110))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
# shading: light from top-left, vignette
shade = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-W * 0.3 + i * 2, -H * 0.25 + i * 2, W * 1.25 - i * 2, H * 1.2 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', (W, H), (35, 30, 25))
im = Image.composite(im, dark, shade.point(lambda v: int(140 + v * 115 / 255)))
# warm tint
tint = Image.new('RGB', (W, H), (255, 244, 225))
im = ImageChops.multiply(im, tint)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert('RGB')
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v * 55 // 255)), 0.5)
im = im.resize((int(W * 0.92), int(H * 0.92)), Image.LANCZOS)
im.save(sys.argv[1], 'JPEG', quality=82)
